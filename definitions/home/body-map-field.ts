// A body map: numbered points on a drawn figure (front and back), stored in the figure's own coordinates
// (x 0–100 across, y 0–200 down, the SVG's viewBox), never as boxes or percentages of a picture. The web
// draws it with the `bodyMap` widget (web/src/body-map); the read-only view draws the same figure.
import { text } from '../../engine/definitions/fields.ts';
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { bodySides } from '../lists/premises.ts';

export const BODY_MAP_WIDTH = 100;
export const BODY_MAP_HEIGHT = 200;

export const bodyMap = (title = 'Body map'): JSONSchema7 => ({
  type: 'array',
  title,
  description:
    'Tap or click the figure to mark where the injury is, then say what it is. Points can also be added from the list.',
  'x-widget': 'bodyMap',
  maxItems: 40,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['side', 'x', 'y'],
    properties: {
      side: choiceOf(bodySides, { title: 'Side' }),
      x: { type: 'number', title: 'Across', minimum: 0, maximum: BODY_MAP_WIDTH },
      y: { type: 'number', title: 'Down', minimum: 0, maximum: BODY_MAP_HEIGHT },
      note: text('What is there', { maxLength: 300 }),
    },
  },
});
