export { HomeRoute } from './routes/home';
export { AreaForbiddenRoute, MaintenanceRoute, UnauthorizedRoute } from './routes/status-pages';
