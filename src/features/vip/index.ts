export { VipRoute } from './routes/vip';
