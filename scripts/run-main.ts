/**
 * The one way a command-line script ends: its exit code, or 1 with a readable message (a bad
 * configuration names the valid values, STYLE 6) when it throws.
 */
import { ConfigError } from '../server/config';

export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
