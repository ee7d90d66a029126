/** Texts of brand functions, environment variables, events and the catalogue (server and console share them). */
export const INTEGRATION_TEXTS = {
  brandFunctionNotFound: 'Brand function not found',
  duplicateBrandFunction: 'A brand function with this name already exists',
  brandFunctionInUse: (workflows: string[]) =>
    `This brand function is used by the workflow${workflows.length > 1 ? 's' : ''} ${workflows.map((name) => `"${name}"`).join(', ')}: remove it from there first`,
  environmentVariableNotFound: 'Environment variable not found',
  duplicateEnvironmentVariable: 'An environment variable with this name already exists',
  eventNotFound: 'Event not found',
  duplicateEvent: 'An event with this name already exists',
  productNotFound: 'Product not found',
  duplicateProduct: 'A product with this id already exists',
} as const;
