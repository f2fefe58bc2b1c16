/**
 * npm run builder:export [-- out.json]: our blocks as Builder.io custom-component registrations
 * (`Builder.registerComponent(Component, registration)` for each), on stdout or into a file.
 */
import { writeFileSync } from 'node:fs';
import { builderRegistrations } from '@/lib/server/content/builder/export';

const json = `${JSON.stringify(builderRegistrations(), null, 2)}\n`;
if (process.argv[2]) writeFileSync(process.argv[2], json);
else process.stdout.write(json);
