/** `cdktf-gpu-models --help`. */
export const GENERAL_HELP = `Usage: cdktf-gpu-models <command> [flags]

Commands:
  advise    Rank the model storage strategies of a platform for a workload, with a
            cold-start estimate, the bottleneck and the reasons (see advise --help)
  init      Write a ready cdktf app for one platform, with the storage advise
            recommends, a snapshot test and deploy steps (see init --help)

Flags:
  -h, --help  Show this help

Exit codes:
  0  done
  2  bad arguments, or input the library rejects: the message names the flag and the fix
  1  any other failure
`;
