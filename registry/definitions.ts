/** Block definitions (schemas and editor fields): for the server and the editor, never visitor pages. */
export { blockDefinitions } from './definitions.generated';
