/**
 * The Nu Html Checker (npm `vnu-jar`, run on Debian's `default-jre-headless`) over many documents in
 * one Java start: the documents are written to a temp folder and checked together, as the JVM start
 * costs more than checking a dozen pages.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * The checker's CSS parser lags the browsers: it does not know view transitions
 * (`::view-transition-group(root)` and kin, in site/shell styles), which every browser we serve reads
 * or skips. Matched by message; the checker's generic 'Parse Error.' only where the source it
 * stumbled on is a view-transition selector, so a parse error elsewhere is never hidden.
 */
const KNOWN_FALSE_POSITIVES: { message: RegExp; at?: RegExp }[] = [
  { message: /^CSS: Unknown pseudo-element or pseudo-class “::view-transition”\.$/ },
  { message: /^CSS: Parse Error\.$/, at: /::view-transition-(group|old|new|image-pair)\([^)]*\)$/ },
];

/** The source up to the end of a message's place (1-based line and column), on that line. */
function sourceBefore(html: string, line = 0, column = 0): string {
  return (html.split('\n')[line - 1] ?? '').slice(Math.max(0, column - 80), column);
}

export interface VnuMessage {
  /** The document's name as given to `validateHtml`. */
  document: string;
  message: string;
  extract?: string;
  line?: number;
}

/** Where vnu.jar is: the `vnu-jar` package, or `VNU_JAR` (a jar unpacked elsewhere) before it is installed. */
export function vnuJar(): string {
  if (process.env.VNU_JAR) return process.env.VNU_JAR;
  // The package's main export is the jar's path.
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  if (!existsSync(jar)) throw new Error(`vnu-jar is installed but ${jar} is missing`);
  return jar;
}

/**
 * Checks every document (name → full HTML text) and returns the errors, known false positives left
 * out. Warnings (`info`) are not errors and are not returned.
 */
export async function validateHtml(documents: Map<string, string>): Promise<VnuMessage[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = new Map<string, string>();
    const texts = new Map<string, string>();
    let n = 0;
    for (const [name, html] of documents) {
      const file = path.join(dir, `${n++}.html`);
      await writeFile(file, html);
      files.set(path.basename(file), name);
      texts.set(path.basename(file), html);
    }
    const output = await new Promise<string>((resolve, reject) => {
      // vnu exits 1 when it found errors; its JSON report is on stderr either way.
      execFile('java', ['-Xss4m', '-jar', vnuJar(), '--format', 'json', '--errors-only', ...[...files.keys()].map((f) => path.join(dir, f))], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
        if (stderr.trim().startsWith('{')) resolve(stderr);
        else reject(new Error(`vnu did not report: ${error?.message ?? ''}\n${stderr}`));
      });
    });
    const report = JSON.parse(output) as { messages: { type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number; lastColumn?: number }[] };
    const known = (m: (typeof report.messages)[number]) =>
      KNOWN_FALSE_POSITIVES.some((k) => k.message.test(m.message) && (!k.at || k.at.test(sourceBefore(texts.get(path.basename(m.url ?? '')) ?? '', m.lastLine, m.lastColumn))));
    return report.messages
      .filter((m) => m.type === 'error' || (m.type === 'non-document-error'))
      .filter((m) => !known(m))
      .map((m) => ({ document: files.get(path.basename(m.url ?? '')) ?? m.url ?? '?', message: m.message, extract: m.extract, line: m.lastLine }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One line per error, for assertion messages. */
export function formatVnu(messages: VnuMessage[]): string {
  return messages.map((m) => `${m.document}:${m.line ?? '?'}: ${m.message}${m.extract ? ` — ${m.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}` : ''}`).join('\n');
}
