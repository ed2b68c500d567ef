// Which records may be written with no connection and sent later: the shared list (definitions/offline-kinds.ts).
import { mayWriteOffline } from '../../../definitions/offline-kinds.ts';

export const mayQueue = (kind: string) => mayWriteOffline(kind);
