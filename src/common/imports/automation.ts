import { ALLOWED_BASE_NAMES } from './files';

/**
 * The automation tools of the Import Social Data dialog: the text format a bookmarklet copies
 * from Facebook's or Instagram's "Why am I seeing this ad?" panel (and the Track dialog
 * pastes), the bookmarklet itself, and the file-organizer scripts that copy only the files
 * GiftLens reads out of an export folder.
 */
export const AD_CLIPBOARD_HEADER = 'GiftLens ad v1';

export interface CopiedAd {
  advertiser: string | null;
  reasons: string[];
}

export function formatCopiedAd(ad: CopiedAd): string {
  return [
    AD_CLIPBOARD_HEADER,
    `Advertiser: ${ad.advertiser ?? ''}`,
    ...ad.reasons.map((r) => `Reason: ${r}`),
  ].join('\n');
}

/** The advertiser and reasons from copied text; null when it is not in the bookmarklet's format. */
export function parseCopiedAd(text: string, limits = { reasons: 20, length: 200 }): CopiedAd | null {
  const lines = text
    .replace(/\r/g, '')
    .split('\n')
    .map((l) => l.trim());
  if (lines[0] !== AD_CLIPBOARD_HEADER) return null;
  let advertiser: string | null = null;
  const reasons: string[] = [];
  for (const line of lines.slice(1)) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: pasted text may carry control characters; they go
    const clean = line.replace(/[\u0000-\u001f]/g, '').slice(0, limits.length);
    if (clean.startsWith('Advertiser:')) advertiser = clean.slice('Advertiser:'.length).trim() || null;
    else if (clean.startsWith('Reason:')) {
      const reason = clean.slice('Reason:'.length).trim();
      if (reason && !reasons.includes(reason) && reasons.length < limits.reasons) reasons.push(reason);
    }
  }
  return { advertiser, reasons };
}

/** A line as typed or copied: no control characters, no list bullet, at most `length` long. */
const cleanLine = (line: string, length: number) =>
  line
    // biome-ignore lint/suspicious/noControlCharactersInRegex: pasted text may carry control characters; they go
    .replace(/[\u0000-\u001f]/g, '')
    .trim()
    .replace(/^[•·*–-]\s+/, '')
    .slice(0, length)
    .trim();

/**
 * What "Paste from clipboard" reads: an ad in the bookmarklet's format, or reasons copied by
 * hand, one per line (blank lines, bullets and repeats left out). Null when nothing is left.
 */
export function parsePastedAd(text: string, limits = { reasons: 20, length: 200 }): CopiedAd | null {
  const copied = parseCopiedAd(text, limits);
  if (copied) return copied;
  const reasons: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const reason = cleanLine(line, limits.length);
    if (reason && !reasons.includes(reason) && reasons.length < limits.reasons) reasons.push(reason);
  }
  return reasons.length > 0 ? { advertiser: null, reasons } : null;
}

/**
 * The bookmarklet: on the "Why am I seeing this ad?" panel it reads the open dialog's lines,
 * takes the advertiser from "<Advertiser> wants to reach…" / "This ad is from <Advertiser>"
 * (or the panel's first line), the reasons from the lines after it that read like one, and
 * copies them in the format above. It sends nothing anywhere.
 */
export const BOOKMARKLET_SOURCE = `(function(){
var d=[].slice.call(document.querySelectorAll('[role="dialog"]')).pop()||document.body;
var lines=(d.innerText||'').split('\\n').map(function(s){return s.trim();}).filter(Boolean);
var adv=null,reasons=[];
lines.forEach(function(l){
var m=l.match(/^(.+?) (?:wants to reach|is trying to reach|would like to reach)/i)||l.match(/^(?:This ad is from|Ad from|Sponsored by) (.+)$/i);
if(m&&!adv){adv=m[1];return;}
if(/^(why am i seeing this ad|about this ad|close|manage|hide ad|report ad|learn more|make changes|see all)/i.test(l))return;
if(l.length>8&&l.length<200&&reasons.length<20&&/(interest|age|location|similar|visited|engaged|list|follow|like|reach|living|language|behavio|people|customer|website|app)/i.test(l))reasons.push(l);
});
var text=['${AD_CLIPBOARD_HEADER}','Advertiser: '+(adv||'')].concat(reasons.map(function(r){return 'Reason: '+r;})).join('\\n');
function done(){alert('GiftLens: copied '+reasons.length+' reason(s)'+(adv?' from '+adv:'')+'. Paste them in Track "Why Am I Seeing This Ad?".');}
if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(text).then(done,function(){prompt('Copy this for GiftLens:',text);});}else{prompt('Copy this for GiftLens:',text);}
})();`;

export const bookmarkletHref = () =>
  `javascript:${encodeURIComponent(BOOKMARKLET_SOURCE.replace(/\n/g, ''))}`;

const namePatterns = () => ALLOWED_BASE_NAMES.map((n) => n.replace(/_ve_/g, '?ve_').replace(/_re_/g, '?re_'));

/** A shell script (macOS, Linux): copies the files GiftLens reads from an export folder into a new folder. */
export function organizerShellScript(): string {
  const names = namePatterns()
    .map((n) => `  -iname '${n}*.json' -o -iname '${n}*.html'`)
    .join(' -o \\\n');
  return `#!/bin/sh
# GiftLens export organizer: copies only the files GiftLens reads (ads, interests, likes,
# follows, searches, wishlist) out of an unzipped Instagram or Facebook export.
# Usage: sh giftlens-organize.sh path/to/export-folder [output-folder]
set -eu
SRC="\${1:?give the unzipped export folder}"
OUT="\${2:-giftlens-import}"
mkdir -p "$OUT"
find "$SRC" -type f \\( \\
${names} \\
\\) | while IFS= read -r f; do
  dest="$OUT/$(basename "$(dirname "$f")")-$(basename "$f")"
  cp "$f" "$dest" && echo "copied $f"
done
echo "Done: pick the files in $OUT in GiftLens's Import Social Data dialog."
`;
}

/** The same for Windows PowerShell. */
export function organizerPowerShellScript(): string {
  const names = namePatterns()
    .map((n) => `'${n.replace(/\?/g, '*')}*'`)
    .join(', ');
  return `# GiftLens export organizer: copies only the files GiftLens reads (ads, interests, likes,
# follows, searches, wishlist) out of an unzipped Instagram or Facebook export.
# Usage: powershell -File giftlens-organize.ps1 -Source C:\\path\\to\\export [-Out giftlens-import]
param([Parameter(Mandatory=$true)][string]$Source, [string]$Out = "giftlens-import")
$names = @(${names})
New-Item -ItemType Directory -Force -Path $Out | Out-Null
Get-ChildItem -Path $Source -Recurse -File -Include *.json, *.html | Where-Object {
  $base = $_.BaseName.ToLower()
  $names | Where-Object { $base -like $_ } | Select-Object -First 1
} | ForEach-Object {
  $dest = Join-Path $Out ($_.Directory.Name + "-" + $_.Name)
  Copy-Item $_.FullName $dest
  Write-Output "copied $($_.FullName)"
}
Write-Output "Done: pick the files in $Out in GiftLens's Import Social Data dialog."
`;
}
