import { describe, expect, it } from 'vitest';
import { isOrderStatus, nextStatuses } from './order-status.ts';

describe('nextStatuses', () => {
  it('follows pending → shipped → delivered with cancel before delivery', () => {
    expect(nextStatuses('pending')).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered', 'cancelled']);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
  });
  it('knows the four statuses only', () => {
    expect(isOrderStatus('shipped')).toBe(true);
    expect(isOrderStatus('refunded')).toBe(false);
  });
});
