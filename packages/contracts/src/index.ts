import './zod-locale';
export * from './constants';
export * from './money';
export * from './schemas/common';
export * from './schemas/restaurant';
