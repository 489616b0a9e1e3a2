/** The size of the terminal a screen draws on, following its window as it changes. */

import { useStdout } from 'ink';
import { useEffect, useState } from 'react';
import { terminalSize, type TerminalSize } from './layout.js';

export function useTerminalSize(): TerminalSize {
  const { stdout } = useStdout();
  const [size, setSize] = useState<TerminalSize>(() => terminalSize(stdout));
  useEffect(() => {
    const onResize = (): void => setSize(terminalSize(stdout));
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return size;
}
