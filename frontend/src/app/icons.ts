/**
 * Menu icon names from the server (antd kebab-case names such as `deployment-unit`, or
 * `DeploymentUnitOutlined`) -> icon components. An explicit list keeps the bundle small.
 */
import {
  AlertOutlined, ApartmentOutlined, ApiOutlined, AppstoreOutlined, AuditOutlined, BankOutlined,
  BarChartOutlined, BellOutlined, BookOutlined, BranchesOutlined, BugOutlined, BuildOutlined,
  CalendarOutlined, CameraOutlined, CarOutlined, ClockCircleOutlined, CloudOutlined, ClusterOutlined,
  CodeOutlined, CompassOutlined, ContactsOutlined, ContainerOutlined, ControlOutlined, DashboardOutlined,
  DatabaseOutlined, DeploymentUnitOutlined, DesktopOutlined, DollarOutlined, EnvironmentOutlined,
  ExperimentOutlined, EyeOutlined, FileOutlined, FileSearchOutlined, FileTextOutlined, FireOutlined,
  FlagOutlined, FolderOutlined, FormOutlined, FundOutlined, GlobalOutlined, HddOutlined, HistoryOutlined,
  HomeOutlined, IdcardOutlined, InboxOutlined, InsuranceOutlined, InteractionOutlined, KeyOutlined,
  LineChartOutlined, LinkOutlined, LockOutlined, MailOutlined, MenuOutlined, MessageOutlined,
  MobileOutlined, MonitorOutlined, NodeIndexOutlined, NotificationOutlined, PartitionOutlined,
  PayCircleOutlined, PhoneOutlined, PictureOutlined, PieChartOutlined, ProfileOutlined, ProjectOutlined,
  ReadOutlined, ReconciliationOutlined, RobotOutlined, SafetyCertificateOutlined, SafetyOutlined,
  ScheduleOutlined, SecurityScanOutlined, SettingOutlined, ShopOutlined, SolutionOutlined, SoundOutlined,
  SwapOutlined, SyncOutlined, TableOutlined, TagsOutlined, TeamOutlined, ThunderboltOutlined,
  ToolOutlined, TrophyOutlined, TruckOutlined, UnorderedListOutlined, UserOutlined, UsergroupAddOutlined,
  VideoCameraOutlined, WalletOutlined, WarningOutlined, WifiOutlined,
} from '@ant-design/icons';
import { createElement, type ComponentType, type ReactNode } from 'react';

export const MENU_ICONS: Readonly<Record<string, ComponentType>> = {
  alert: AlertOutlined, apartment: ApartmentOutlined, api: ApiOutlined, appstore: AppstoreOutlined,
  audit: AuditOutlined, bank: BankOutlined, 'bar-chart': BarChartOutlined, bell: BellOutlined,
  book: BookOutlined, branches: BranchesOutlined, bug: BugOutlined, build: BuildOutlined,
  calendar: CalendarOutlined, camera: CameraOutlined, car: CarOutlined, 'clock-circle': ClockCircleOutlined,
  cloud: CloudOutlined, cluster: ClusterOutlined, code: CodeOutlined, compass: CompassOutlined,
  contacts: ContactsOutlined, container: ContainerOutlined, control: ControlOutlined,
  dashboard: DashboardOutlined, database: DatabaseOutlined, 'deployment-unit': DeploymentUnitOutlined,
  desktop: DesktopOutlined, dollar: DollarOutlined, environment: EnvironmentOutlined,
  experiment: ExperimentOutlined, eye: EyeOutlined, file: FileOutlined, 'file-search': FileSearchOutlined,
  'file-text': FileTextOutlined, fire: FireOutlined, flag: FlagOutlined, folder: FolderOutlined,
  form: FormOutlined, fund: FundOutlined, global: GlobalOutlined, hdd: HddOutlined, history: HistoryOutlined,
  home: HomeOutlined, idcard: IdcardOutlined, inbox: InboxOutlined, insurance: InsuranceOutlined,
  interaction: InteractionOutlined, key: KeyOutlined, 'line-chart': LineChartOutlined, link: LinkOutlined,
  lock: LockOutlined, mail: MailOutlined, menu: MenuOutlined, message: MessageOutlined, mobile: MobileOutlined,
  monitor: MonitorOutlined, 'node-index': NodeIndexOutlined, notification: NotificationOutlined,
  partition: PartitionOutlined, 'pay-circle': PayCircleOutlined, phone: PhoneOutlined, picture: PictureOutlined,
  'pie-chart': PieChartOutlined, profile: ProfileOutlined, project: ProjectOutlined, read: ReadOutlined,
  reconciliation: ReconciliationOutlined, robot: RobotOutlined, safety: SafetyOutlined,
  'safety-certificate': SafetyCertificateOutlined, schedule: ScheduleOutlined,
  'security-scan': SecurityScanOutlined, setting: SettingOutlined, shop: ShopOutlined, solution: SolutionOutlined,
  sound: SoundOutlined, swap: SwapOutlined, sync: SyncOutlined, table: TableOutlined, tags: TagsOutlined,
  team: TeamOutlined, thunderbolt: ThunderboltOutlined, tool: ToolOutlined, trophy: TrophyOutlined,
  truck: TruckOutlined, 'unordered-list': UnorderedListOutlined, user: UserOutlined,
  'usergroup-add': UsergroupAddOutlined, 'video-camera': VideoCameraOutlined, wallet: WalletOutlined,
  warning: WarningOutlined, wifi: WifiOutlined,
};

/** `DeploymentUnitOutlined` / `deploymentUnit` / `deployment-unit` -> `deployment-unit`. */
export function iconKey(name: string): string {
  return name
    .trim()
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

/** The icon element for a menu icon name; unknown names and `none` give no icon. */
export function menuIcon(name: string | null | undefined): ReactNode {
  if (!name || name === 'none') return null;
  const Icon = MENU_ICONS[iconKey(name)];
  return Icon ? createElement(Icon) : null;
}
