// What every part of the editor needs: the model, a way to change it (with an announcement), the lists,
// which field panels are open, and focus placement after a move.
import { createContext, useContext } from 'react';
import type { RefList } from '../types.ts';
import type { EditorModel } from './model.ts';

export interface EditorApi {
  model: EditorModel;
  lists: Record<string, RefList>;
  readonly: boolean;
  change: (fn: (m: EditorModel) => EditorModel, announcement?: string) => void;
  isOpen: (fieldKey: string) => boolean;
  setOpen: (fieldKey: string, open: boolean) => void;
  focusLater: (id: string, fallbackId?: string) => void;
  /** Element ids, unique per editor. */
  idFor: (...parts: string[]) => string;
}

export const EditorContext = createContext<EditorApi | null>(null);

export function useEditor(): EditorApi {
  const api = useContext(EditorContext);
  if (!api) throw new Error('useEditor outside the form editor');
  return api;
}
