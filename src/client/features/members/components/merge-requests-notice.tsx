import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowMerge } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MergeRequest } from '#common/members';
import { toast } from '../../../lib/toast';
import { useAcceptMerge, useDeclineMerge } from '../api/change-members';
import { mergeRequestsQuery } from '../api/get-members';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** What the question says to whoever reads it: the person asked, the owner, or either waiting. */
function wording(request: MergeRequest, isOwner: boolean) {
  const { from, into } = request;
  if (request.waitingFor === 'person') {
    return request.yourTurn
      ? {
          title: `Is “${from.name}” also you?`,
          body: `The family keeps a record of ${from.name} (${from.relationship}). If it is you, what is on it (its ads, answers, dates and wishlist) moves onto your own record. Notes and gift ideas relatives made stay theirs.`,
          yes: 'This is me',
          no: 'Not me',
        }
      : {
          title: `Waiting for ${firstName(into.name)}`,
          body: `${into.name} is asked whether “${from.name}” is also them. Nothing moves until they say yes.`,
          no: 'Withdraw the question',
        };
  }
  return request.yourTurn && isOwner
    ? {
        title: `${into.name} says “${from.name}” is them`,
        body: `Merge the records if it is the same person: what is on “${from.name}” moves onto ${firstName(into.name)}'s own record. Until you decide, what relatives plan for ${from.name} is kept from ${firstName(into.name)}.`,
        yes: 'Merge records',
        no: 'Not the same person',
      }
    : {
        title: `Waiting for the family owner`,
        body: `You said “${from.name}” is you. The family owner decides whether to merge it into your record; until then you join with your own.`,
        no: 'Take it back',
      };
}

/**
 * The open questions whether a record is also someone (issue 29): the person asked answers "this
 * is me" or "not me"; the owner merges or says no to a claim made when joining; either may take
 * back a question that waits for the other.
 */
export function MergeRequestsNotice(props: { familyId: number; isOwner: boolean }) {
  const requests = useQuery(mergeRequestsQuery(props.familyId));
  const accept = useAcceptMerge();
  const decline = useDeclineMerge();
  if (!requests.data?.length) return null;
  return (
    <Stack gap="sm">
      {requests.data.map((request) => {
        const words = wording(request, props.isOwner);
        const busy = accept.isPending || decline.isPending;
        return (
          <Alert
            key={request.id}
            color="violet"
            variant="light"
            title={words.title}
            icon={<IconArrowMerge size={18} aria-hidden />}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{words.body}</Text>
              <Group gap="xs">
                {words.yes && (
                  <Button
                    className="tap-target"
                    loading={accept.isPending}
                    disabled={busy}
                    onClick={() =>
                      accept.mutate(request.id, {
                        onSuccess: (answer) =>
                          toast(
                            answer.status === 'merged' ? 'Records merged' : 'Answer saved',
                            answer.status === 'merged'
                              ? `Everything on “${request.from.name}” is now on ${request.into.name}'s record.`
                              : 'The other side decides next.',
                          ),
                      })
                    }
                  >
                    {words.yes}
                  </Button>
                )}
                <Button
                  className="tap-target"
                  variant={words.yes ? 'default' : 'subtle'}
                  loading={decline.isPending}
                  disabled={busy}
                  onClick={() =>
                    decline.mutate(request.id, {
                      onSuccess: () =>
                        toast('Nothing merged', `“${request.from.name}” stays a record of its own.`),
                    })
                  }
                >
                  {words.no}
                </Button>
              </Group>
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
