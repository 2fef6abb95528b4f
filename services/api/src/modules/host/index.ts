/** The host module's face: the host dashboard. */

export { hostRoutes } from './host.routes.ts';
export { figuresStatement } from './host.service.ts';
export { HostEarningsMonth } from './host-earnings-month.entity.ts';
