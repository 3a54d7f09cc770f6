import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DATA_DELETION_OUTCOME_TEXT } from '#common/account';
import { accountApi } from '#common/endpoints/account';
import { READABLE_ALERT } from '../../../components/readable-alert';
import { ApiError } from '../../../lib/api';
import { endpointQuery } from '../../../lib/endpoint-client';
import { shortDate } from './connected-accounts-card';

/** `/data-deletion?code=`: what became of the request Facebook sent us. */
export function DeletionStatus({ code }: { code: string }) {
  const status = useQuery(endpointQuery(accountApi.dataDeletionStatus, { params: { code } }));
  if (status.isLoading) return <Loader size="sm" aria-label="Looking up your deletion request" />;
  if (status.error) {
    const unknown = status.error instanceof ApiError && status.error.status === 404;
    return (
      <Alert color={unknown ? 'yellow' : 'red'} title={`Request ${code}`} styles={READABLE_ALERT}>
        {unknown
          ? 'We have no deletion request with this confirmation code. Check the code, or write to us below.'
          : status.error.message}
      </Alert>
    );
  }
  if (!status.data) return null;
  const done = status.data.completedAt;
  return (
    <Alert color="teal" title={`Request ${status.data.confirmationCode}: completed`} styles={READABLE_ALERT}>
      Received {shortDate(status.data.requestedAt)}
      {done ? `, completed ${shortDate(done)}` : ''}. {DATA_DELETION_OUTCOME_TEXT[status.data.outcome]}
    </Alert>
  );
}
