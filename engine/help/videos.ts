// Training videos: files shipped with the product in help/videos/ (<name>.mp4 or .webm, <name>.vtt captions and
// <name>.json {"title", "description"}) and those the product administrator uploads (stored in the database).
// Every video has WebVTT captions: a shipped one without is not listed, an upload without is refused.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Problem } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { HELP_DIR } from './articles.ts';

const VIDEO_DIR = `${HELP_DIR}videos/`;
const VIDEO_TYPES: Record<string, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

export interface VideoEntry {
  id: string;
  title: string;
  description: string | null;
  contentType: string;
  shipped: boolean;
}

/** Whether the bytes are the declared kind of video (MP4: an "ftyp" box; WebM: the EBML header). */
function videoMatches(contentType: string, b: Buffer): boolean {
  if (contentType === 'video/mp4') return b.subarray(4, 8).toString('latin1') === 'ftyp';
  if (contentType === 'video/webm') return b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3;
  return false;
}

/** A WebVTT file: starts with "WEBVTT" and has at least one cue timing line. */
function isWebVtt(text: string): boolean {
  return (
    /^\uFEFF?WEBVTT(?:[ \t].*)?\r?\n/.test(text) &&
    /\d{2}:\d{2}(?::\d{2})?\.\d{3} --> \d{2}:\d{2}(?::\d{2})?\.\d{3}/.test(text)
  );
}

function shippedVideos(dir = VIDEO_DIR): (VideoEntry & { file: string; captions: string })[] {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const f of readdirSync(dir).sort()) {
    const m = /^([a-z0-9-]+)\.(mp4|webm)$/.exec(f);
    if (!m || !existsSync(`${dir}${m[1]}.vtt`)) continue;
    const meta = existsSync(`${dir}${m[1]}.json`)
      ? (JSON.parse(readFileSync(`${dir}${m[1]}.json`, 'utf8')) as { title?: string; description?: string })
      : {};
    out.push({
      id: `shipped-${m[1]}`,
      title: meta.title ?? m[1],
      description: meta.description ?? null,
      contentType: `video/${m[2]}`,
      shipped: true,
      file: `${dir}${f}`,
      captions: `${dir}${m[1]}.vtt`,
    });
  }
  return out;
}

export function videoService({ store }: { store: Store }) {
  return {
    async list(): Promise<VideoEntry[]> {
      const uploaded = (await store.trainingVideos.list()).map((v) => ({
        id: v.id,
        title: v.title,
        description: v.description,
        contentType: v.contentType,
        shipped: false,
      }));
      return [...shippedVideos().map(({ file: _f, captions: _c, ...v }) => v), ...uploaded];
    },
    /** The video's bytes and captions, or null. */
    async get(id: string): Promise<{ content: Buffer; contentType: string; captions: string } | null> {
      const shipped = shippedVideos().find((v) => v.id === id);
      if (shipped)
        return {
          content: readFileSync(shipped.file),
          contentType: shipped.contentType,
          captions: readFileSync(shipped.captions, 'utf8'),
        };
      if (!/^[0-9a-f-]{36}$/.test(id)) return null;
      return store.trainingVideos.content(id);
    },
    async upload(
      uploadedBy: string,
      v: {
        title: string;
        description: string | null;
        fileName: string;
        contentType: string;
        content: Buffer;
        captions: string;
      },
    ) {
      const errors: { path: string; message: string }[] = [];
      if (!v.title.trim()) errors.push({ path: '/title', message: 'is required' });
      if (!VIDEO_TYPES[v.contentType]) errors.push({ path: '/file', message: 'must be an MP4 or WebM video' });
      else if (!videoMatches(v.contentType, v.content))
        errors.push({ path: '/file', message: `is not really a ${VIDEO_TYPES[v.contentType].toUpperCase()} video` });
      if (!isWebVtt(v.captions))
        errors.push({
          path: '/captions',
          message: 'must be a WebVTT captions file (it starts with WEBVTT and has timed cues)',
        });
      if (errors.length) throw new Problem(422, 'Validation failed', 'The video cannot be added.', errors);
      return store.trainingVideos.insert({
        title: v.title.trim(),
        description: v.description?.trim() || null,
        fileName: v.fileName,
        contentType: v.contentType,
        sizeBytes: v.content.length,
        sha256: createHash('sha256').update(v.content).digest('hex'),
        content: v.content,
        captions: v.captions,
        uploadedBy,
      });
    },
  };
}
