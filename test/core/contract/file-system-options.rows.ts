import { FcNetwork } from '../../../src/alicloud';
import { Fn, Token } from '../../../src/core/framework';
import { ModelStorage } from '../../../src/core/model-storage';
import { FileSystemPerformanceClass, FileSystemStorageOptions } from '../../../src/core/model-storage-options';
import { RemovalPolicy } from '../../../src/core/removal-policy';
import { ConstructBadInput, InputClass } from '../../support/bad-input-rows';
import { cloudRun, eks, fc } from './fixtures';
import { Build, row } from './storage-options.rows';

/*
 * The file system options (ModelStorage.fileSystem), the same fields FcModelStorage.nas() takes. Only
 * Function Compute builds a file system: its function binds them here; Cloud Run and EKS refuse the
 * strategy. The performance class and `encrypted` are checked in the core contract
 * (GPUM-STORAGE-FILE-SYSTEM-OPTION), the owner IDs and the mount target by Function Compute.
 */

const VPC = 'vpc-111';
const network = FcNetwork.fromIds({
  vpcId: VPC,
  vswitchId: 'vsw-aaa',
  securityGroupId: 'sg-111',
  vswitchCidrBlock: '10.1.0.0/24',
  zoneId: 'cn-hangzhou-j',
});

const onFc =
  (options: FileSystemStorageOptions): Build =>
  (stack) =>
    fc(stack, { network, storage: ModelStorage.fileSystem(options) });

/** An existing mount target, for the options that describe a new file system. */
const EXISTING = { fileSystemId: '0a1b2c', mountTargetDomain: '0a1b2c-abc12.cn-hangzhou.nas.aliyuncs.com', mountTargetVpcId: VPC };

const fsRow = (
  field: keyof FileSystemStorageOptions,
  klass: InputClass,
  name: string,
  options: FileSystemStorageOptions,
  error: string,
): ConstructBadInput => row(`FileSystemStorageOptions.${field}`, klass, name, onFc(options), { error });

const bool = (): boolean => Token.asAny(Fn.tobool('false')) as unknown as boolean;

const ownerRows = (field: 'userId' | 'groupId'): ConstructBadInput[] => [
  fsRow(field, InputClass.OUT_OF_RANGE, `${field} -1`, { [field]: -1 }, 'GPUM-FC-NAS-OWNER'),
  fsRow(field, InputClass.OUT_OF_RANGE, `${field} 1.5`, { [field]: 1.5 }, 'GPUM-FC-NAS-OWNER'),
  fsRow(field, InputClass.OUT_OF_RANGE, `${field} NaN`, { [field]: Number.NaN }, 'GPUM-FC-NAS-OWNER'),
  fsRow(field, InputClass.OUT_OF_RANGE, `${field} 2^32`, { [field]: 2 ** 32 }, 'GPUM-FC-NAS-OWNER'),
  fsRow(
    field,
    InputClass.OUT_OF_RANGE,
    `${field} 65535 (the nobody ID, above Function Compute's range)`,
    { [field]: 65535 },
    'GPUM-FC-NAS-OWNER',
  ),
];

export const ROWS: readonly ConstructBadInput[] = [
  fsRow(
    'performanceClass',
    InputClass.LITERAL,
    'performanceClass "Extreme" (plain JavaScript)',
    { performanceClass: 'Extreme' as FileSystemPerformanceClass },
    'GPUM-STORAGE-FILE-SYSTEM-OPTION',
  ),
  fsRow(
    'performanceClass',
    InputClass.LITERAL,
    'performanceClass "performance" in lower case (plain JavaScript)',
    { performanceClass: 'performance' as FileSystemPerformanceClass },
    'GPUM-STORAGE-FILE-SYSTEM-OPTION',
  ),
  fsRow(
    'performanceClass',
    InputClass.TOKEN,
    'performanceClass as a Terraform token',
    { performanceClass: Token.asString(Fn.lower('Performance')) as FileSystemPerformanceClass },
    'GPUM-STORAGE-FILE-SYSTEM-OPTION',
  ),
  fsRow(
    'performanceClass',
    InputClass.INCONSISTENT,
    'performanceClass with an existing file system',
    { ...EXISTING, performanceClass: FileSystemPerformanceClass.PERFORMANCE },
    'GPUM-FC-NAS-OPTION',
  ),
  row(
    'FileSystemStorageOptions.performanceClass',
    InputClass.WRONG_CLOUD,
    'performanceClass on Cloud Run, which has no file system strategy',
    (stack) => cloudRun(stack, { storage: ModelStorage.fileSystem({ performanceClass: FileSystemPerformanceClass.PERFORMANCE }) }),
    { error: 'GPUM-STORAGE-UNSUPPORTED' },
  ),
  row(
    'FileSystemStorageOptions.performanceClass',
    InputClass.WRONG_CLOUD,
    'performanceClass on EKS, which has no file system strategy',
    (stack) => eks(stack, { storage: ModelStorage.fileSystem({ performanceClass: FileSystemPerformanceClass.PERFORMANCE }) }),
    { error: 'GPUM-STORAGE-UNSUPPORTED' },
  ),
  fsRow('encrypted', InputClass.TOKEN, 'encrypted as a Terraform token', { encrypted: bool() }, 'GPUM-STORAGE-FILE-SYSTEM-OPTION'),
  fsRow(
    'encrypted',
    InputClass.WRONG_SHAPE,
    'encrypted "false" (plain JavaScript)',
    { encrypted: 'false' as unknown as boolean },
    'GPUM-STORAGE-FILE-SYSTEM-OPTION',
  ),
  fsRow(
    'encrypted',
    InputClass.INCONSISTENT,
    'encrypted with an existing file system',
    { ...EXISTING, encrypted: true },
    'GPUM-FC-NAS-OPTION',
  ),
  fsRow(
    'removalPolicy',
    InputClass.LITERAL,
    'removalPolicy "delete" (plain JavaScript)',
    { removalPolicy: 'delete' as RemovalPolicy },
    'GPUM-REMOVAL-POLICY',
  ),
  fsRow(
    'removalPolicy',
    InputClass.TOKEN,
    'removalPolicy as a Terraform token',
    { removalPolicy: Token.asString(Fn.lower('DESTROY')) as RemovalPolicy },
    'GPUM-REMOVAL-POLICY',
  ),
  fsRow(
    'removalPolicy',
    InputClass.INCONSISTENT,
    'removalPolicy with an existing file system',
    { ...EXISTING, removalPolicy: RemovalPolicy.DESTROY },
    'GPUM-FC-NAS-OPTION',
  ),
  ...ownerRows('userId'),
  ...ownerRows('groupId'),
  fsRow(
    'mountTargetVpcId',
    InputClass.INCONSISTENT,
    'mountTargetVpcId without mountTargetDomain',
    { mountTargetVpcId: VPC },
    'GPUM-FC-NAS-OPTION',
  ),
  fsRow(
    'mountTargetVpcId',
    InputClass.INCONSISTENT,
    "mountTargetVpcId another VPC than the function's",
    { ...EXISTING, mountTargetVpcId: 'vpc-222' },
    'GPUM-FC-NAS-VPC-MISMATCH',
  ),
  fsRow('mountTargetVpcId', InputClass.EMPTY, 'mountTargetVpcId ""', { ...EXISTING, mountTargetVpcId: '' }, 'GPUM-FC-NAS-VPC-MISMATCH'),
];
