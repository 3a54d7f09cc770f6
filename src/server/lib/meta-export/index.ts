export { detectFormat, type ExportFormat, type ParsedFile, parseExportFile } from './parse';
export { repairJsonText } from './repair';
