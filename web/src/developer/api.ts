// The developer tools' API (engine/http/routes/developer.ts).
import { api, apiGet, apiPost } from '../api.ts';

export type Level = 'read' | 'edit';
export interface ApiToken {
  id: string;
  name: string;
  prefix: string;
  scopes: Record<string, Level>;
  createdByName: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedByName: string | null;
  lastUsedAt: string | null;
}
export interface Webhook {
  id: string;
  url: string;
  description: string | null;
  events: string[];
  active: boolean;
  createdByName: string;
  createdAt: string;
  delivered: number;
  failed: number;
  lastDeliveryAt: string | null;
}
export interface Delivery {
  id: string;
  event: string;
  status: 'pending' | 'retrying' | 'delivered' | 'failed';
  attempts: number;
  responseCode: number | null;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
}
export interface EventChoice {
  value: string;
  label: string;
}

export const paths = { tokens: '/api/developer/tokens', webhooks: '/api/developer/webhooks' };

export const createToken = (body: { name: string; scopes: Record<string, Level>; expiresOn: string }) =>
  apiPost<{ token: ApiToken; secret: string }>(paths.tokens, body);
export const revokeToken = (id: string) => apiPost<ApiToken>(`${paths.tokens}/${id}/revoke`);
export const createWebhook = (body: { url: string; description: string | null; events: string[] }) =>
  apiPost<{ id: string; secret: string }>(paths.webhooks, body);
export const updateWebhook = (
  id: string,
  body: { url: string; description: string | null; events: string[]; active: boolean },
) => api<{ id: string }>(`${paths.webhooks}/${id}`, { method: 'PUT', body });
export const pingWebhook = (id: string) => apiPost<{ deliveryId: string }>(`${paths.webhooks}/${id}/ping`);
export const deliveriesOf = (id: string) => apiGet<{ deliveries: Delivery[] }>(`${paths.webhooks}/${id}/deliveries`);
