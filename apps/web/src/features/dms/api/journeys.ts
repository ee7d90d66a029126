/** Users' journeys (10 a page, in the last `days` days), one journey, and bootstrapStory turning one into a draft dialogue. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { DMS_PATHS as P, dmsPath } from '@switchboard/contracts/dms/dms.api';
import { bootstrapResultSchema, journeyListSchema, journeySchema } from '@switchboard/contracts/dms/dms.schemas';
import { dmsKeys } from '@/features/dms/api/dms-keys';
import { http } from '@/lib/http/api';

export const JOURNEYS_PAGE_SIZE = 10;

export function useJourneys(page: number, days: number) {
  return useQuery({
    queryKey: dmsKeys.journeyList(page, days),
    queryFn: async ({ signal }) => journeyListSchema.parse(await http.requestData<unknown>(P.journeys, { query: { page, days }, signal, quiet: true })),
    placeholderData: keepPreviousData,
  });
}

export function useJourney(journeyId: string, days: number) {
  return useQuery({
    queryKey: dmsKeys.journey(journeyId, days),
    queryFn: async ({ signal }) => journeySchema.parse(await http.requestData<unknown>(dmsPath(P.journey, journeyId), { query: { days }, signal, quiet: true })),
  });
}

/** bootstrapStory from a journey: a draft (not stored) the trainer corrects in the editor before saving. */
export function useJourneyDraft() {
  return useMutation({
    mutationFn: async (body: { domainId: string; journeyId: string; days: number }) =>
      bootstrapResultSchema.parse(await http.requestData<unknown>(P.bootstrapStory, { method: 'POST', body: { ...body, save: false } })),
  });
}
