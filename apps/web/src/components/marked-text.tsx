import { Fragment } from 'react';
import { Mark } from '@mantine/core';
import { markedPieces, type TextRange } from '@teklifal/core';

/**
 * A text with the stretches a search found in it marked (<mark>). The text and its ranges come
 * from the server as data and are rendered as text nodes only: nothing in them becomes HTML.
 */
export function MarkedText({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  return (
    <>
      {markedPieces({ text, ranges: [...ranges] }).map((piece, index) =>
        piece.marked ? (
          <Mark key={index} color="yellow">
            {piece.text}
          </Mark>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
