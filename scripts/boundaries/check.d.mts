/** Every .ts/.tsx file under dir, without migrations and boundary probes. */
export function sourceFiles(dir?: string, skip?: RegExp): string[];
