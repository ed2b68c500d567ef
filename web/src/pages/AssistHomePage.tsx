// SPEC §2 /{product}-assist/home-page: the assistant's home. The assistant is the AI text rewrite beta
// (engine/rewrite): what it does, its notice, and whether it is on for this organisation and configured on this
// server, as GET /api/rewrite says. Any first segment ending "-assist" opens it (the SPEC does not name the product).
import { useParams } from 'react-router';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import NotFoundPage from './NotFoundPage.tsx';

interface RewriteStatus {
  enabled: boolean;
  configured: boolean;
  notice: string;
  maxChars: number;
}

function stateLine(s: RewriteStatus): string {
  if (s.enabled && s.configured) return 'On: "Suggest clearer wording" appears beside long text fields in records.';
  if (s.enabled)
    return 'Turned on for your organisation, but not configured on this server (AI_REWRITE_URL): ask your administrator.';
  return 'Not turned on for your organisation. An administrator turns on the text rewrite beta by organisation.';
}

export default function AssistHomePage() {
  const { product = '' } = useParams();
  const state = useApi<RewriteStatus>(product.endsWith('-assist') ? '/api/rewrite' : null);
  if (!product.endsWith('-assist')) return <NotFoundPage />;
  return (
    <Page title="Writing assistant (beta)">
      {state.error ? <ErrorNotice error={state.error} onRetry={state.reload} /> : null}
      {!state.data && !state.error ? <Loading /> : null}
      {state.data ? (
        <div className="max-w-2xl space-y-4">
          <section className="card space-y-2" aria-labelledby="assist-what">
            <h2 id="assist-what" className="text-lg font-semibold">
              What it does
            </h2>
            <p>
              On a long text field of a record you are writing, it suggests clearer, professional, child-centred wording
              for what you wrote (up to {state.data.maxChars.toLocaleString('en-GB')} characters). The suggestion is
              shown beside your text with the changed words marked; nothing in the form changes until you choose "Use
              suggestion", and nothing is saved until you save the record.
            </p>
            <p>
              Names and other identifying details are taken out before the text is sent, and only someone who may write
              the record can ask for a suggestion.
            </p>
          </section>
          <section className="card space-y-2" aria-labelledby="assist-notice">
            <h2 id="assist-notice" className="text-lg font-semibold">
              Notice
            </h2>
            <p>{state.data.notice}</p>
          </section>
          <section className="card space-y-2" aria-labelledby="assist-state">
            <h2 id="assist-state" className="text-lg font-semibold">
              In your organisation
            </h2>
            <p>{stateLine(state.data)}</p>
          </section>
        </div>
      ) : null}
    </Page>
  );
}
