// The readable copy of a pack (decision 0771), for either subject: the pack laid out by subject-access-print.ts with
// kind titles in the home type's words, printed by Chromium with "Page n of m" and which copy it is in the footer.
import { resolveWording } from '../../definitions/wording.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { printPdf } from '../reports/pdf.ts';
import { packHtml } from '../young-people/subject-access-print.ts';
import type { Pack } from './pack.ts';

export function packPdf(registry: DefinitionRegistry, pack: Pack): Promise<Buffer> {
  const titleOf = (kind: string) => {
    const title = registry.defaults.get(kind)?.title;
    return title ? resolveWording(title, pack.subject.homeType) : kind;
  };
  const label = `${pack.stage === 'release' ? 'Released copy' : 'For review only'}: ${pack.subject.name}`;
  return printPdf(packHtml(pack, titleOf), label);
}
