import { Text } from 'ink';
import React, { useEffect, useState } from 'react';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const ASCII_FRAMES = ['|', '/', '-', '\\'];

/** A one-character spinner; its timer stops when it unmounts. */
export function Spinner({ ascii, intervalMs = 100 }: { readonly ascii: boolean; readonly intervalMs?: number }): React.JSX.Element {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setFrame((n) => n + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  const frames = ascii ? ASCII_FRAMES : FRAMES;
  return <Text color="cyan">{frames[frame % frames.length]}</Text>;
}
