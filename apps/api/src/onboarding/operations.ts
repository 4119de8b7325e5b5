/** The getting-started checklist's operations: read it, and hide it. */
import { defineOperations } from '../contract/operations.js';
import { dismissOnboarding, readOnboarding, type OnboardingServices } from './onboarding.js';

export function onboardingOperations(services: OnboardingServices) {
  return defineOperations({
    async getOnboarding({ caller }) {
      const onboarding = await readOnboarding(services, caller.userId);
      return { status: 200, body: { success: true, onboarding } };
    },

    async dismissOnboarding({ caller }) {
      await dismissOnboarding(services.db, caller.userId, services.clock());
      const onboarding = await readOnboarding(services, caller.userId);
      return { status: 200, body: { success: true, onboarding } };
    },
  });
}
