// A fake of ScriptApp: the two enums onOpen compares against (AuthMode, InstallationSource) and
// getInstallationSource(), whose answer a test sets; every call is recorded, and in AuthMode.NONE
// (set by the test) calling it throws, as a service needing authorization would.

export const AUTH_MODE = {
  NONE: 'NONE',
  CUSTOM_FUNCTION: 'CUSTOM_FUNCTION',
  LIMITED: 'LIMITED',
  FULL: 'FULL',
} as const;
export const INSTALLATION_SOURCE = {
  APPS_MARKETPLACE_DOMAIN_ADD_ON: 'APPS_MARKETPLACE_DOMAIN_ADD_ON',
  NONE: 'NONE',
  WEB_STORE_ADD_ON: 'WEB_STORE_ADD_ON',
} as const;

export class FakeScriptApp {
  readonly AuthMode = AUTH_MODE;
  readonly InstallationSource = INSTALLATION_SOURCE;
  /** How the script was installed: NONE = bound to the spreadsheet (not an add-on). */
  installationSource: (typeof INSTALLATION_SOURCE)[keyof typeof INSTALLATION_SOURCE] =
    INSTALLATION_SOURCE.NONE;
  /** The authorization mode of the running trigger (tests set it with the event they pass). */
  authMode: (typeof AUTH_MODE)[keyof typeof AUTH_MODE] = AUTH_MODE.FULL;
  readonly calls: string[] = [];
  getInstallationSource(): string {
    this.calls.push('getInstallationSource');
    if (this.authMode === AUTH_MODE.NONE)
      throw new Error('Exception: You do not have permission to call ScriptApp.getInstallationSource');
    return this.installationSource;
  }
}
