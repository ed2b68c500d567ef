// /developer-tools (SPEC §6: developer access): API tokens and webhooks. The API decides (403 otherwise).
import { useState } from 'react';
import { StatusLine } from '../admin/ui/Field.tsx';
import { Loaded } from '../admin/ui/Loaded.tsx';
import { useSession } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { type ApiToken, type EventChoice, paths, type Webhook } from './api.ts';
import { TokensSection } from './TokensSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';

export default function DeveloperToolsPage() {
  const { me } = useSession();
  const tokens = useApi<{ tokens: ApiToken[] }>(paths.tokens);
  const hooks = useApi<{ webhooks: Webhook[]; events: EventChoice[] }>(paths.webhooks);
  const [status, setStatus] = useState<string | null>(null);
  const canEdit = me?.abilities.organisation.developer.edit === true;
  const changed = (message: string) => {
    setStatus(message);
    tokens.reload();
    hooks.reload();
  };
  return (
    <Loaded state={tokens} title="Developer tools">
      {(t) => (
        <Page title="Developer tools" subtitle="Connect other systems: API tokens, webhooks and the API description.">
          <StatusLine message={status} />
          <TokensSection tokens={t.tokens} canEdit={canEdit} onChanged={changed} />
          {/* within the page: a second Loaded would put a page (and its heading) inside this one while loading */}
          {hooks.error ? (
            <ErrorNotice error={hooks.error} onRetry={hooks.reload} />
          ) : hooks.data === undefined ? (
            <Loading />
          ) : (
            <WebhooksSection
              webhooks={hooks.data.webhooks}
              events={hooks.data.events}
              canEdit={canEdit}
              onChanged={changed}
            />
          )}
        </Page>
      )}
    </Loaded>
  );
}
