export {
  API_SCENARIO,
  createScenarioContext,
  SCENARIO_SHOPPER,
  type ApiScenarioStep,
  type ScenarioContext,
  type ScenarioExpect,
  type ScenarioFetch,
  type ScenarioMatchers,
  type ScenarioResponse,
  type ScenarioState,
  type ScenarioTarget,
} from './apiScenario.js';
