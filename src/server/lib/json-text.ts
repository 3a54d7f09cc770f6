/**
 * Where the JSON string opening at `open` (a quote) closes: the next quote not escaped by an odd
 * run of backslashes, or -1 when none does (unterminated: the parser refuses it). Lets a scan of
 * a JSON text skip each string whole without parsing it.
 */
export function closingQuote(text: string, open: number): number {
  let from = open + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote === -1) return -1;
    let slashes = 0;
    while (text.charCodeAt(quote - 1 - slashes) === 0x5c) slashes++;
    if (slashes % 2 === 0) return quote;
    from = quote + 1;
  }
}
