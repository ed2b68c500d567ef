// The policies' read-and-signed API (docs/API.md "Home premises").
import { apiPost } from '../api.ts';

export interface PolicySummary {
  id: string;
  homeId: string | null;
  title: string;
  version: string;
  category: string | null;
  reviewDate: string | null;
  summary: string | null;
  changes: string | null;
  mustSign: boolean;
  documents: { documentId: string; fileName?: string }[];
}
export interface RequiredPolicyStanding {
  key: string;
  label: string;
  source: string;
  state: 'missing' | 'review_overdue' | 'unread' | 'in_order';
  policy: { id: string; title: string; reviewDate: string | null; signedCount: number; required: number } | null;
}
export interface StatementCoverage {
  id: string | null;
  version: string | null;
  covered: { matter: string; label: string; where: string }[];
  gaps: { matter: string; label: string }[];
}
export interface HomePolicies {
  signedPercent: number | null;
  items: (PolicySummary & { required: number; signedCount: number; outstanding: { userId: string; name: string }[] })[];
  requiredPolicies: RequiredPolicyStanding[];
  /** Children's homes only (CH Schedule 1). */
  statementOfPurpose: StatementCoverage | null;
}
export interface MyPolicies {
  outstanding: PolicySummary[];
  signed: (PolicySummary & { signedAt: string | null })[];
}
export interface PolicyStanding extends PolicySummary {
  signed: { userId: string; name: string; signedAt: string }[];
  outstanding: { userId: string; name: string }[];
  history: { userId: string; name: string; version: string; signedAt: string }[];
}

export const signPolicy = (id: string, version: string) =>
  apiPost<{ policyId: string; version: string; signedAt: string }>(`/api/policies/${encodeURIComponent(id)}/sign`, {
    version,
  });
