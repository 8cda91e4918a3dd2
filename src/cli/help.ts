/** `cdktf-gpu-models --help`. */
export const GENERAL_HELP = `Usage: cdktf-gpu-models <command> [flags]

Commands:
  advise    Rank the model storage strategies of a platform for a workload, with a
            cold-start estimate, the bottleneck and the reasons (see advise --help)

Flags:
  -h, --help  Show this help
`;

/** `cdktf-gpu-models advise --help`: every flag. */
export const ADVISE_HELP = `Usage: cdktf-gpu-models advise --platform <platform> --model-size <size> [flags]

Ranks the platform's model storage strategies following its published guidance,
each with ready settings, an estimated cold start (an estimate, not a measurement),
the bottleneck and the reasons.

Required:
  --platform <name>            alicloud-fc | gcp-cloudrun | aws-eks
  --model-size <size>          Size of the model's files: 20GiB, 500MB, 1.5GB

Workload:
  --format <format>            safetensors | gguf | pytorch-pickle | onnx | other (default: safetensors)
  --change-frequency <freq>    rarely | often: how often a new model version ships (default: rarely)
  --concurrent-starts <n>      Instances that cold-start at once; shared bandwidth is divided
                               among them (default: 1)
  --mode <mode>                on-demand | provisioned (default: on-demand)
  --regions <n>                Regions that serve the model (default: 1)
  --read-pattern <pattern>     sequential | random: how the server reads the model (default: sequential)
  --startup-critical <bool>    true | false: is the cold start in the request path?
                               (default: true on demand, false provisioned)
  --region <region>            Region, e.g. cn-hangzhou (Alibaba: picks the OSS accelerator zone)
  --accelerator-zone <zone>    Zone of an existing OSS accelerator, e.g. cn-hangzhou-j
  --image-size <size>          Compressed serving image without the model (default: left out)
  --memory <size>              Instance memory (Cloud Run keeps downloads in memory)
  --no-local-nvme              EKS GPU nodes without local NVMe RAID0
  --model-url <url>            Public URL of the model, for the internet strategy's settings

Estimate:
  --param <name>=<value>       Override an estimate parameter, in the unit its name ends
                               with (repeatable), e.g. --param performanceNasReadMBps=800
  --list-params                List the parameters with their values, bases and sources
                               (of --platform, or all), then exit

Output:
  --json                       Print JSON instead of the table
  -h, --help                   Show this help

Exit codes:
  0  the advice was printed
  2  bad arguments: the message names the flag and the fix
  1  any other failure

Example:
  cdktf-gpu-models advise --platform alicloud-fc --model-size 20GiB --concurrent-starts 40 --mode on-demand
`;
