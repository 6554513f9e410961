import * as vscode from 'vscode';
import { OneMapAccount } from './account/oneMapAccount';
import { convertCoordinates } from './commands/convertCoordinates';
import { exportRoute } from './commands/exportRoute';
import { signIn } from './commands/signIn';
import { registerCommand } from './ui/commandRunner';
import type { CrsId } from './shared/coords/types';
import { Log } from './common/log';
import { selectedPoints } from './commands/routeFromEditor';
import { registerMapMenu } from './map/mapMenu';
import { PlannerController } from './map/plannerController';
import { PANEL_TYPE, PlannerPanel, PlannerView, VIEW_ID } from './map/plannerSurfaces';
import { registerHover } from './hover/registerHover';
import { insertAddressCoordinates } from './commands/insertAddress';
import { showOnMap } from './commands/showOnMap';
import { tryConvert, tryShowOnMap } from './commands/walkthroughSamples';
import { addPlanningArea } from './commands/addPlanningArea';
import { addNearestPlaces } from './commands/addNearestPlaces';
import { nearestMapOffer } from './commands/nearestOnMap';
import { NearestLayers } from './layers/nearestLayers';
import { NearestMemory } from './layers/nearestMemory';
import { OtherLayerGroup } from './layers/otherLayerGroup';
import { readNearestDecimals } from './settings';
import { reverseGeocode } from './commands/reverseGeocode';
import { travelTimeMatrix } from './commands/travelTimeMatrix';
import { travelTimes } from './commands/travelTimes';
import { ShownFiles, type DrawnLayer } from './layers/shownFiles';
import { LayerMemory } from './layers/restoreLayers';
import { showAccountMenu } from './ui/accountMenu';
import { AccountStatusBar } from './ui/accountStatusBar';
import { setUpJobs } from './batch/host/jobSetup';
import { geocodeAddresses, type GeocodeAutomation } from './commands/geocodeAddresses';
import { resolveAmbiguous, type ResolveAutomation } from './commands/resolveAmbiguous';
import { registerProblems } from './diagnostics/host/registerProblems';
import { addTheme } from './commands/addTheme';
import { exportTheme } from './commands/exportTheme';
import { ThemeLayers } from './themes/themeLayers';
import { themeRecords } from './themes/themeSource';
import { PlanningAreasLayer } from './areas/planningAreasLayer';

// Activation registers commands and shows the account's status bar item; the coordinate engine (proj4) and
// the OneMap client (undici) load when a command first needs them.
/** What the extension offers other extensions (and its tests): where its log is, nothing secret. */
export interface OneMapExtensionApi {
  /** The folder holding the "OneMap" output channel's file, OneMap.log. */
  readonly logUri: vscode.Uri;
  /** A planner page has drawn a file Show on Map put on it (the host bench times the command by it). */
  readonly onDidDrawLayer: vscode.Event<DrawnLayer>;
  /** Takes every file's layer off the map, as the × of each would. */
  clearShownFiles(): void;
  /** A planner page has drawn a OneMap theme (the host bench times a theme's answer to the map by it). */
  readonly onDidDrawTheme: vscode.Event<{ queryName: string; records: number }>;
}

export function activate(context: vscode.ExtensionContext): OneMapExtensionApi {
  const log = new Log();
  const account = new OneMapAccount(context.secrets, log);
  const planner = new PlannerController(context, account);
  const panel = new PlannerPanel(planner, context.extensionUri);
  const openPanel = () => panel.open();
  const shownFiles = new ShownFiles(planner, new LayerMemory(context.workspaceState, (line) => log.line('info', line)));
  planner.shownFiles = shownFiles;
  const themeLayers = new ThemeLayers(planner, shownFiles.colours, context.workspaceState, (name) => themeRecords(name, { offline: true }), (line) => log.line('info', line));
  const nearestLayers = new NearestLayers(planner, shownFiles.colours, new NearestMemory(context.workspaceState, (line) => log.line('info', line)));
  shownFiles.others = new OtherLayerGroup([themeLayers, nearestLayers]);
  const planningAreas = new PlanningAreasLayer(context.workspaceState, planner, account);
  planner.planningAreas = planningAreas;
  // The planner takes the focus when its Export button is pressed: remember the text editor the user was in.
  let lastEditor = vscode.window.activeTextEditor;
  context.subscriptions.push(
    vscode.window.onDidChangeActiveTextEditor((editor) => {
      if (editor) lastEditor = editor;
    }),
    shownFiles,
    planner,
    panel,
    vscode.window.registerWebviewPanelSerializer(PANEL_TYPE, panel),
    vscode.window.registerWebviewViewProvider(VIEW_ID, new PlannerView(planner)),
    registerCommand('onemap.openRoutePlanner', async () => {
      await openPanel();
    }),
    registerCommand('onemap.routeBetweenSelection', async (target) => {
      const [start, end] = selectedPoints('both', target);
      await planner.showPoints({ start, end }, openPanel);
      return { start, end };
    }),
    registerCommand('onemap.routeFromHere', async (target) => {
      const [start] = selectedPoints('start', target);
      await planner.showPoints({ start }, openPanel);
      return { start };
    }),
    registerCommand('onemap.routeToHere', async (target) => {
      const [end] = selectedPoints('end', target);
      await planner.showPoints({ end }, openPanel);
      return { end };
    }),
    // The file stays focused: the user goes on working in it and sees its places follow the cursor.
    registerCommand('onemap.showOnMap', (target) => showOnMap(target, shownFiles, planner, () => panel.open({ preserveFocus: true }))),
    registerCommand('onemap.addPlanningArea', (target) => addPlanningArea(target, account)),
    registerCommand('onemap.addNearestPlaces', (target) =>
      addNearestPlaces(target, readNearestDecimals(), nearestMapOffer(nearestLayers, planner, () => panel.open({ preserveFocus: true })), shownFiles),
    ),
    nearestLayers,
    registerCommand('onemap.geocodeAddresses', (target, automation) => geocodeAddresses(target, automation as GeocodeAutomation | undefined)),
    registerCommand('onemap.resolveAmbiguous', (target, automation) => resolveAmbiguous(target, automation as ResolveAutomation | undefined, planner)),
    registerCommand('onemap.reverseGeocode', (target) => reverseGeocode(target)),
    registerCommand('onemap.travelTimes', (target, mode) => travelTimes(target, mode)),
    registerCommand('onemap.travelTimeMatrix', (target, destinations, mode) => travelTimeMatrix(target, destinations, mode)),
    ...registerMapMenu(planner, openPanel),
    registerCommand('onemap.exportRoute', (args) => exportRoute(planner.shownRoute(), lastEditor, args)),
    log,
    account,
    new AccountStatusBar(account),
    registerCommand('onemap.convertCoordinates', (target, automation) => convertCoordinates(asCrs(target), account, automation)),
    registerCommand('onemap.convertToWgs84', () => convertCoordinates('EPSG:4326', account)),
    registerCommand('onemap.convertToSvy21', () => convertCoordinates('EPSG:3414', account)),
    registerCommand('onemap.convertToWebMercator', () => convertCoordinates('EPSG:3857', account)),
    registerCommand('onemap.signIn', (credentials) => signIn(account, credentials)),
    registerCommand('onemap.signOut', async () => {
      await account.signOut();
      void vscode.window.showInformationMessage('Signed out of OneMap. Your email, password and token were removed.');
      return { signedIn: false };
    }),
    registerCommand('onemap.showAccountMenu', () => showAccountMenu(account)),
    registerCommand('onemap.showLog', async () => log.show()),
    registerCommand('onemap.openSettings', () =>
      Promise.resolve(vscode.commands.executeCommand('workbench.action.openSettings', '@ext:onemap-vscode.onemap-vscode')),
    ),
    registerCommand('onemap.accountStatus', () => account.status()),
    ...registerHover(account, planner, openPanel),
    registerCommand('onemap.insertAddressCoordinates', (automation) => insertAddressCoordinates(account, automation)),
    ...setUpJobs(context, account, log),
    themeLayers,
    registerCommand('onemap.addTheme', (target) => addTheme(target, themeLayers, planner, () => panel.open({ preserveFocus: true }))),
    registerCommand('onemap.exportTheme', (target) => exportTheme(target, themeLayers)),
    // The walkthrough's buttons: the Welcome page leaves no text editor active, so a sample stands in for one.
    registerCommand('onemap.tryConvertCoordinates', () => tryConvert({ extensionUri: context.extensionUri, storageUri: context.globalStorageUri })),
    registerCommand('onemap.tryShowOnMap', () => tryShowOnMap({ extensionUri: context.extensionUri, storageUri: context.globalStorageUri })),
    registerCommand('onemap.showPlanningAreas', async () => {
      await planningAreas.setShown(true);
      await planner.reveal(() => panel.open({ preserveFocus: true }));
      return { shown: true };
    }),
  );
  context.subscriptions.push(...registerProblems(context).disposables);
  // Signed in: a Master Plan year that waited for it is drawn, and an open area popup asks again.
  context.subscriptions.push(account.onDidChange(() => void planningAreas.accountChanged()));
  return { logUri: context.logUri, onDidDrawLayer: shownFiles.onDidDraw, clearShownFiles: () => shownFiles.clear(), onDidDrawTheme: themeLayers.onDidDraw };
}

export function deactivate(): void {}

/** Keybindings and other extensions may name the target; anything else means "ask". */
function asCrs(value: unknown): CrsId | undefined {
  const id = typeof value === 'object' && value !== null && 'to' in value ? (value as { to: unknown }).to : value;
  return id === 'EPSG:4326' || id === 'EPSG:3414' || id === 'EPSG:3857' ? id : undefined;
}
