/** Where the command line writes. Tests pass their own. */
export interface CliOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}
