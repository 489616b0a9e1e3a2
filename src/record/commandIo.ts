/** What the `history` and `replay` commands read and write: their streams and the options they share. */

export interface RecordCommandIo {
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean; readonly columns?: number };
  /** Needed by the interactive replay only. */
  readonly stdin?: NodeJS.ReadStream;
  readonly stderr?: { write(text: string): unknown };
}

export interface RawDirOption {
  dataDir?: string;
}
