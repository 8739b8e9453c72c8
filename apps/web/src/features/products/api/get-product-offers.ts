import type { PublicOffer } from '@mp/contract/cms/products';
import type { PageEnvelope } from '@mp/contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './products-keys';

/** The page of offers the product page shows (cheapest first). */
export const OFFERS_LIMIT = 50;

/** GET cms/public/products/{id}/shop-products: every shop's public offer of a catalogue product. */
async function getProductOffers(
  catalogueProductId: number,
  signal?: AbortSignal,
): Promise<PageEnvelope<PublicOffer>> {
  const { data } = await api.get<PageEnvelope<PublicOffer>>(
    `cms/public/products/${catalogueProductId}/shop-products`,
    { params: { page: 1, limit: OFFERS_LIMIT }, loader: false, ...(signal ? { signal } : {}) },
  );
  return data;
}

function productOffersQueryOptions(catalogueProductId: number) {
  return queryOptions({
    queryKey: productKeys.offers(catalogueProductId),
    queryFn: ({ signal }) => getProductOffers(catalogueProductId, signal),
  });
}

export function useProductOffers(catalogueProductId: number | undefined) {
  return useQuery({
    ...productOffersQueryOptions(catalogueProductId ?? 0),
    enabled: catalogueProductId !== undefined,
  });
}
