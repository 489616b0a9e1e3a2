/**
 * Where saved matches live by default: the user's state directory, by each
 * platform's convention. On Linux (and other Unix-likes) that is
 * $XDG_STATE_HOME/shift-poker, else ~/.local/state/shift-poker; env-paths
 * has no "state" entry, so it is used only for macOS
 * (~/Library/Application Support/shift-poker) and Windows
 * (%LOCALAPPDATA%\shift-poker\Data).
 */

import envPaths from 'env-paths';
import { homedir } from 'node:os';
import path from 'node:path';

const APP_DIR_NAME = 'shift-poker';

export interface PlatformInfo {
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly home: string;
}

export function defaultDataDir(info: PlatformInfo = currentPlatform()): string {
  if (info.platform === 'darwin' || info.platform === 'win32') {
    return envPaths(APP_DIR_NAME, { suffix: '' }).data;
  }
  const stateHome = info.env.XDG_STATE_HOME;
  // The XDG specification: a relative path is invalid and must be ignored.
  if (stateHome && path.isAbsolute(stateHome)) return path.join(stateHome, APP_DIR_NAME);
  return path.join(info.home, '.local', 'state', APP_DIR_NAME);
}

function currentPlatform(): PlatformInfo {
  return { platform: process.platform, env: process.env, home: homedir() };
}
