/**
 * The frame every full screen is drawn in: a box as wide as the screen (screenWidth) and
 * no taller than the terminal minus one line, or, on a terminal too small
 * for the layout, only a line saying so (nothing else may show there).
 */

import { Box, Text } from 'ink';
import React, { useEffect } from 'react';
import { firstFrameDrawn } from '../firstFrame.js';
import { frameHeight, isTooSmall, screenWidth, type TerminalSize } from './layout.js';
import { useLang } from './locale.js';
import { tooSmallLine } from './tooSmall.js';

export function ScreenFrame({ size, ascii, children }: { readonly size: TerminalSize; readonly ascii: boolean; readonly children: React.ReactNode }): React.JSX.Element {
  // Effects run once Ink has written the frame.
  useEffect(firstFrameDrawn, []);
  if (isTooSmall(size)) {
    return (
      <Box height={Math.min(3, frameHeight(size))} overflow="hidden">
        <TooSmallScreen size={size} ascii={ascii} />
      </Box>
    );
  }
  // No overflow="hidden" here: Ink's frame is exactly as tall as this box, so
  // rows below it are dropped anyway, and every line truncates itself to the
  // width. Clipping would make Ink re-slice every line of every frame.
  return (
    <Box flexDirection="column" width={screenWidth(size)} height={frameHeight(size)}>
      {children}
    </Box>
  );
}

export function TooSmallScreen({ size, ascii = false }: { readonly size: TerminalSize; readonly ascii?: boolean }): React.JSX.Element {
  const lang = useLang();
  return (
    <Box width={Math.max(10, size.columns)}>
      <Text wrap="wrap">{tooSmallLine(size, lang, ascii)}</Text>
    </Box>
  );
}
