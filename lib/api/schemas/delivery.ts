// Ours (docs/contract.md "Delivery promise"): a shop's delivery calendar, which the storefront turns
// into the day a parcel arrives (lib/delivery-promise.ts).
import * as z from 'zod';
import { list, num, text } from './common';

export const deliveryDestinationSchema = z.object({
  country: z.string(),
  region: text,
  min_days: num,
  max_days: num,
  charge: num,
});
export type DeliveryDestination = z.infer<typeof deliveryDestinationSchema>;

export const deliveryPlanSchema = z.object({
  time_zone: z.string(),
  handling_days: num,
  cutoff_hour: num,
  dispatch_days: z.array(num),
  holidays: list(z.string()),
  country: z.string(),
  destinations: z.array(deliveryDestinationSchema),
});
export type DeliveryPlan = z.infer<typeof deliveryPlanSchema>;
