export { OCR_LANGUAGES, type OcrLanguage } from './languages';
export { NotAnImageError, normalizeScreenshot, SCREENSHOT_FORMATS } from './normalize';
export { createOcrReader, OcrBusyError, type OcrReader, OcrTimeoutError } from './reader';
