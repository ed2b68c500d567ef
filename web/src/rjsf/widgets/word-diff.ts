// Words (with their spaces) marked changed or not between two texts, by the longest common subsequence; a very
// long pair is marked whole rather than compared (the table would be too large).
export interface Piece {
  text: string;
  changed: boolean;
}

export function wordDiff(before: string, after: string): { before: Piece[]; after: Piece[] } {
  const a = before.match(/\S+\s*|\s+/g) ?? [],
    b = after.match(/\S+\s*|\s+/g) ?? [];
  if (a.length * b.length > 4_000_000)
    return {
      before: [{ text: before, changed: before !== after }],
      after: [{ text: after, changed: before !== after }],
    };
  const key = (w: string) => w.trim();
  const n = a.length,
    m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) {
      table[i][j] = key(a[i]) === key(b[j]) ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
  const outA: Piece[] = [],
    outB: Piece[] = [];
  let i = 0,
    j = 0;
  while (i < n && j < m) {
    if (key(a[i]) === key(b[j])) {
      outA.push({ text: a[i++], changed: false });
      outB.push({ text: b[j++], changed: false });
    } else if (table[i + 1][j] >= table[i][j + 1]) outA.push({ text: a[i++], changed: true });
    else outB.push({ text: b[j++], changed: true });
  }
  while (i < n) outA.push({ text: a[i++], changed: true });
  while (j < m) outB.push({ text: b[j++], changed: true });
  return { before: outA, after: outB };
}
