import * as fs from 'fs';
import * as path from 'path';
import { extractResourceSchema, plainSchema } from '../../scripts/lib/go-schema';

const SCHEMAS = path.join(__dirname, '..', '..', 'schemas');
const ADDRESS = 'registry.terraform.io/aliyun/alicloud';
const read = (file: string) => fs.readFileSync(path.join(SCHEMAS, file), 'utf8');
const annotated = JSON.parse(read('alicloud-provider-schema-annotated.json'));
const resources = annotated.provider_schemas[ADDRESS].resource_schemas;

/**
 * A resource written in the provider's style (terraform-plugin-sdk), with every form the extractor
 * reads: a required and an optional+computed nested block, a computed-only attribute, a list whose
 * elements are validated, a validator over several lines, the tags helper, comments and timeouts.
 */
const GO = `
package alicloud

import "github.com/hashicorp/terraform-plugin-sdk/helper/schema"

func resourceAliCloudExampleThing() *schema.Resource {
	return &schema.Resource{
		Create: resourceAliCloudExampleThingCreate, // not a schema field
		Timeouts: &schema.ResourceTimeout{
			Create: schema.DefaultTimeout(5 * time.Minute),
			Delete: schema.DefaultTimeout(30 * time.Minute),
		},
		Schema: map[string]*schema.Schema{
			"name": {
				Type:     schema.TypeString,
				Required: true,
				ForceNew: true,
			},
			/* a computed-only attribute */
			"state": {
				Type:     schema.TypeString,
				Computed: true,
			},
			"mode": {
				Type:     schema.TypeString,
				Optional: true,
				Default:  "fast",
				ValidateFunc: validation.StringInSlice([]string{
					"fast",
					"slow, careful",
				}, false),
				ConflictsWith: []string{"legacy"},
			},
			"tags": tagsSchema(),
			"target": {
				Type:     schema.TypeList,
				Required: true,
				MaxItems: 1,
				Elem: &schema.Resource{
					Schema: map[string]*schema.Schema{
						"prefixes": {
							Type:     schema.TypeList,
							Optional: true,
							Elem:     &schema.Schema{Type: schema.TypeString, ValidateFunc: validation.StringLenBetween(0, 10)},
						},
					},
				},
			},
			"progress": {
				Type:     schema.TypeList,
				Optional: true,
				Computed: true,
				MaxItems: 1,
				Elem: &schema.Resource{
					Schema: map[string]*schema.Schema{
						"done": {Type: schema.TypeInt, Computed: true},
					},
				},
			},
			"history": {
				Type:     schema.TypeList,
				Computed: true,
				Elem: &schema.Resource{
					Schema: map[string]*schema.Schema{
						"at": {Type: schema.TypeString, Computed: true},
					},
				},
			},
		},
	}
}
`;

describe('the Go schema extractor (scripts/lib/go-schema.ts)', () => {
  const entry = extractResourceSchema(GO, 'resource_alicloud_example_thing.go');
  const { attributes, block_types: blocks } = entry.block;

  test('names the function and file it read', () => {
    expect(entry).toMatchObject({ go_file: 'resource_alicloud_example_thing.go', go_func: 'resourceAliCloudExampleThing', version: 0 });
  });

  test('attributes carry Terraform flags and what only the Go source says', () => {
    expect(attributes.name).toEqual({
      description_kind: 'plain',
      required: true,
      type: 'string',
      x_go: { force_new: true, go_required: true, go_type: 'TypeString' },
    });
    expect(attributes.state).toEqual({ computed: true, description_kind: 'plain', type: 'string', x_go: { go_type: 'TypeString' } });
    expect(attributes.mode.x_go).toEqual({
      conflicts_with: ['legacy'],
      default: 'fast',
      go_optional: true,
      go_type: 'TypeString',
      validate: 'validation.StringInSlice([]string{ "fast", "slow, careful", }, false)',
    });
    expect(attributes.tags).toMatchObject({ optional: true, type: ['map', 'string'] });
    expect(attributes.id).toEqual({ computed: true, description_kind: 'plain', optional: true, type: 'string' });
  });

  test('a required nested resource is a block of at least one item; its list elements keep their validator', () => {
    expect(blocks.target).toMatchObject({ max_items: 1, min_items: 1, nesting_mode: 'list', x_go: { go_required: true, max_items: 1 } });
    expect(blocks.target.block.attributes.prefixes).toMatchObject({
      type: ['list', 'string'],
      x_go: { elem_validate: 'validation.StringLenBetween(0, 10)' },
    });
  });

  test('an optional+computed nested resource is a block; a computed-only one an attribute of objects', () => {
    expect(blocks.progress).toMatchObject({ nesting_mode: 'list', max_items: 1, x_go: { computed: true, go_optional: true } });
    expect(blocks.progress.min_items).toBeUndefined();
    expect(blocks.history).toBeUndefined();
    expect(attributes.history).toMatchObject({ computed: true, type: ['list', ['object', { at: 'string' }]] });
  });

  test('timeouts holds the operations the resource gives a timeout, and nothing else', () => {
    expect(Object.keys(blocks.timeouts.block.attributes)).toEqual(['create', 'delete']);
    expect(blocks.timeouts.nesting_mode).toBe('single');
  });

  test('fails on what it does not understand instead of writing a partial schema', () => {
    expect(() => extractResourceSchema(GO.replace('tagsSchema()', 'someOtherSchema()'), 'x.go')).toThrow(
      /tags: someOtherSchema\(\) is not a schema literal/,
    );
    expect(() => extractResourceSchema(GO.replace('ForceNew: true,', 'ForceNew: true, StrangeField: 1,'), 'x.go')).toThrow(
      /name: field StrangeField is not understood/,
    );
    expect(() => extractResourceSchema(GO.replace('schema.TypeInt', 'schema.TypeTuple'), 'x.go')).toThrow(/TypeTuple/);
    expect(() => extractResourceSchema('package alicloud', 'x.go')).toThrow(/found none/);
  });
});

describe('the committed alicloud schema', () => {
  test('the plain schema is the annotated one without its Go annotations', () => {
    expect(read('alicloud-provider-schema.json')).toBe(JSON.stringify(plainSchema(annotated), null, 2));
  });

  test('alicloud_oss_bucket_replication was extracted from provider v1.289.0, whose commit it records', () => {
    expect(resources.alicloud_oss_bucket_replication.x_go.source).toBe(
      'aliyun/terraform-provider-alicloud@v1.289.0 (28ee93bc63fa0e5f919a21fc1711bde8c45d7b44) alicloud/resource_alicloud_oss_bucket_replication.go',
    );
    const block = resources.alicloud_oss_bucket_replication.block;
    expect(block.attributes.bucket).toMatchObject({ required: true, x_go: { force_new: true } });
    expect(block.block_types.destination).toMatchObject({ min_items: 1, max_items: 1 });
    expect(block.block_types.prefix_set.block.attributes.prefixes.x_go.elem_validate).toBe('validation.StringLenBetween(0, 1023)');
    expect(block.attributes.historical_object_replication.x_go.validate).toContain('"enabled", "disabled"');
  });
});
