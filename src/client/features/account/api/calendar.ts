import { useMutation, useQueryClient } from '@tanstack/react-query';
import { occasionsApi } from '#common/endpoints/occasions';
import { callEndpoint, endpointQuery, mutationMetaOf } from '../../../lib/endpoint-client';

/** The address of the signed-in user's private calendar feed. */
export const calendarQuery = () => endpointQuery(occasionsApi.calendar);

/** A new feed address; the old one stops working at once. */
export function useRotateCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(occasionsApi.rotateCalendar),
    meta: {
      errorToast: {
        title: 'Link not reset',
        message: 'The calendar link could not be reset. The current link still works.',
        preferServer: false,
      },
      // The answer is the new link; nothing else that reads the user changes with it.
      ...mutationMetaOf(occasionsApi.rotateCalendar, { updatedInPlace: ['user'] }),
    },
    onSuccess: (link) => queryClient.setQueryData(calendarQuery().queryKey, link),
  });
}
