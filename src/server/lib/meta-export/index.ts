export type { KeptFile } from './import-body';
export { detectFormat, type ExportFormat, type ParsedFile, parseExportFile } from './parse';
export {
  createParsePool,
  ExportReadError,
  ImportPoolBusyError,
  type ImportRequest,
  type ParsePool,
} from './parse-pool';
export type { ReadExportFile } from './read';
export { repairJsonText } from './repair';
