export * from './data-rights';
export * from './favorites';
export * from './profile';
export * from './saved-searches';
