import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A flow test waits for several answers in a row; on a loaded two-core CI machine one wait can take
// more than the default second, though nothing is wrong. Three seconds still fails a real hang fast.
configure({ asyncUtilTimeout: 3000 });
