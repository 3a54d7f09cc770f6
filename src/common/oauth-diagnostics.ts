import { z } from 'zod';

export const checkStatusSchema = z.enum(['pass', 'fail', 'warning']);
export type CheckStatus = z.infer<typeof checkStatusSchema>;
export const severitySchema = z.enum(['critical', 'high', 'medium', 'low']);
export type Severity = z.infer<typeof severitySchema>;
export const overallSchema = z.enum(['healthy', 'issues', 'critical']);
export type Overall = z.infer<typeof overallSchema>;

export const diagnosticCheckSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: checkStatusSchema,
  severity: severitySchema,
  message: z.string(),
  /** Facts behind the verdict, label and value (a URL, a time, a status code); never a secret. */
  details: z.array(z.object({ label: z.string(), value: z.string(), copy: z.boolean().optional() })),
  /** What to do about it, when there is something to do. */
  fixAction: z.string().nullable(),
});
export type DiagnosticCheck = z.infer<typeof diagnosticCheckSchema>;

export const oauthDiagnosticsSchema = z.object({
  overall: overallSchema,
  timestamp: z.string(),
  environment: z.enum(['production', 'development']),
  /** The exact callback URLs to paste into each provider's console. */
  callbackUrls: z.object({ google: z.string(), facebook: z.string() }),
  origin: z.string(),
  checks: z.array(diagnosticCheckSchema),
});
export type OAuthDiagnostics = z.infer<typeof oauthDiagnosticsSchema>;

export const diagnosticsAccessSchema = z.object({
  /** May open the dashboard: any signed-in user in local mode, ADMIN_EMAILS in production. */
  canView: z.boolean(),
  /** Has a provider-verified address in ADMIN_EMAILS: sees the OAuth status badge. */
  isAdmin: z.boolean(),
});
export type DiagnosticsAccess = z.infer<typeof diagnosticsAccessSchema>;

/** A failed check of this severity makes the whole picture critical. */
export function overallOf(checks: Pick<DiagnosticCheck, 'status' | 'severity'>[]): Overall {
  if (checks.some((c) => c.status === 'fail' && c.severity === 'critical')) return 'critical';
  if (checks.some((c) => c.status !== 'pass')) return 'issues';
  return 'healthy';
}
