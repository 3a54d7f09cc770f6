import { useMutation, useQueryClient } from '@tanstack/react-query';
import { occasionsApi } from '#common/endpoints/occasions';
import type { HolidaySettingsInput } from '#common/occasions';
import { callEndpoint, endpointQuery, mutationMetaOf } from '../../../lib/endpoint-client';

/**
 * The family's country, time zone and holidays; with `country`, the holidays that country would
 * offer (a preview before the owner saves it).
 */
export const holidaySettingsQuery = (familyId: number, country?: string | null) =>
  endpointQuery(occasionsApi.holidaySettings, {
    params: { familyId },
    query: country ? { country } : {},
  });

export function useUpdateHolidaySettings(familyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HolidaySettingsInput) =>
      callEndpoint(occasionsApi.updateHolidaySettings, { params: { familyId }, body }),
    meta: {
      errorToast: { title: 'Holidays not saved', message: 'The family holidays could not be saved.' },
      ...mutationMetaOf(occasionsApi.updateHolidaySettings),
    },
    // The saved settings are the answer: the dialog shows them at once, before the refresh.
    onSuccess: (settings) => queryClient.setQueryData(holidaySettingsQuery(familyId).queryKey, settings),
  });
}
