// /developer-tools (SPEC §6: developer access): API tokens and webhooks. The API decides (403 otherwise).
import { useState } from 'react';
import { Loaded } from '../admin/ui/Loaded.tsx';
import { StatusLine } from '../admin/ui/Field.tsx';
import { useSession } from '../session.tsx';
import { useApi } from '../use-api.ts';
import { Page } from '../ui/Page.tsx';
import { paths, type ApiToken, type EventChoice, type Webhook } from './api.ts';
import { TokensSection } from './TokensSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

export default function DeveloperToolsPage() {
  const { me } = useSession();
  const tokens = useApi<{ tokens: ApiToken[] }>(paths.tokens);
  const hooks = useApi<{ webhooks: Webhook[]; events: EventChoice[] }>(paths.webhooks);
  const [status, setStatus] = useState<string | null>(null);
  const canEdit = me?.role === 'director' || me?.areas.developer === 'edit';
  const changed = (message: string) => { setStatus(message); tokens.reload(); hooks.reload(); };
  return (
    <Loaded state={tokens} title="Developer tools">
      {(t) => (
        <Page title="Developer tools" subtitle="Connect other systems: API tokens, webhooks and the API description.">
          <StatusLine message={status} />
          <TokensSection tokens={t.tokens} canEdit={canEdit} onChanged={changed} />
          <Loaded state={hooks} title="Developer tools">
            {(h) => <WebhooksSection webhooks={h.webhooks} events={h.events} canEdit={canEdit} onChanged={changed} />}
          </Loaded>
        </Page>
      )}
    </Loaded>
  );
}
